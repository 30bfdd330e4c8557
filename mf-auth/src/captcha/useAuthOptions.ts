import { useApi } from '@trellis/platform/api-client';
import { AuthOptions, PATHS } from '@trellis/contracts';

/** GET /auth/options/: the captcha kind and the social providers this server is configured with. */
export function useAuthOptions() {
  const { data, error, isLoading } = useApi<unknown>(PATHS.authOptions, { revalidateIfStale: false });
  const parsed = data === undefined ? undefined : AuthOptions.safeParse(data);
  return { options: parsed?.success ? parsed.data : undefined, error, isLoading };
}
