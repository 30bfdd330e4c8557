import { loadScript } from './loadScript.ts';

type GoogleTokenClient = { requestAccessToken(): void };
type GoogleAccounts = {
  oauth2: {
    initTokenClient(config: {
      client_id: string;
      scope: string;
      callback(response: { access_token?: string; error?: string }): void;
      error_callback?(error: { type: string }): void;
    }): GoogleTokenClient;
  };
};
type FacebookSdk = {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (response: { authResponse?: { accessToken: string; userID: string } | null }) => void, options: { scope: string }): void;
};
declare global {
  interface Window {
    google?: { accounts: GoogleAccounts };
    FB?: FacebookSdk;
  }
}

/** Google's token client: the access token its popup answers, for POST /google/login/. */
export async function googleAccessToken(clientId: string): Promise<string> {
  await loadScript('https://accounts.google.com/gsi/client');
  return new Promise((resolve, reject) => {
    const client = window.google!.accounts.oauth2.initTokenClient({
      client_id: clientId,
      scope: 'openid email profile',
      callback: (response) => (response.access_token ? resolve(response.access_token) : reject(new Error(response.error ?? 'google'))),
      error_callback: (error) => reject(new Error(error.type)),
    });
    client.requestAccessToken();
  });
}

/** Facebook's login dialog: the access token and user id for POST /facebook/login/. */
export async function facebookLogin(appId: string): Promise<{ access_token: string; user_id: string }> {
  await loadScript('https://connect.facebook.net/en_US/sdk.js');
  const sdk = window.FB!;
  sdk.init({ appId, version: 'v19.0' });
  return new Promise((resolve, reject) => {
    sdk.login(
      ({ authResponse }) =>
        authResponse ? resolve({ access_token: authResponse.accessToken, user_id: authResponse.userID }) : reject(new Error('facebook')),
      { scope: 'email,public_profile' },
    );
  });
}

export const linkedinRedirectUri = () => `${window.location.origin}/linkedin`;

/** LinkedIn signs in by redirect: it returns to /linkedin with a code, and `state` carries where to go next. */
export function linkedinAuthorizeUrl(clientId: string, next: string): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: linkedinRedirectUri(),
    scope: 'openid profile email',
    state: next,
  });
  return `https://www.linkedin.com/oauth/v2/authorization?${query.toString()}`;
}
