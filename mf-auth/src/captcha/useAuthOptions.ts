import { useCall } from '@trellis/platform/api-client';
import { authEndpoints } from '@trellis/contracts/endpoints';

/** GET /auth/options/: the captcha kind and the social providers this server is configured with. */
export function useAuthOptions() {
  const { data, error, isLoading } = useCall(authEndpoints.options, {}, { revalidateIfStale: false });
  return { options: data, error, isLoading };
}
