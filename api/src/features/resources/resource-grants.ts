import { RESOURCE_SECURITY_LEVELS, type Resource } from '@trellis/contracts';
import type { FileGrants } from '../uploads/file-grants.ts';

/**
 * The resource with its files' addresses granted to the caller when they are not everybody's (a premium or a private
 * resource's; a private one's thumbnail too). The caller opens them without the bearer header (a download link, the
 * PDF viewer), and the media route checks their access again on every download.
 */
export function withGrants(grants: FileGrants, resource: Resource, viewerId: number | null): Resource {
  const isPrivate = resource.security_level !== RESOURCE_SECURITY_LEVELS.public;
  if (viewerId === null || !(resource.is_premium || isPrivate)) return resource;
  const files = resource.files.map((file) => ({ ...file, file: grants.grant(file.file, viewerId) }));
  const thumbnail = isPrivate ? grants.grant(resource.thumbnail_image, viewerId) : resource.thumbnail_image;
  return { ...resource, files, thumbnail_image: thumbnail };
}
