import { useCall } from '@trellis/platform/api-client';
import { aiEndpoints } from '@trellis/contracts/endpoints';

/** GET /use-cases/slug/{slug}/: the use case with the caller's vote and favourite. */
export function useUseCase(slug: string) {
  return useCall(aiEndpoints.useCaseBySlug, { params: { slug } });
}
