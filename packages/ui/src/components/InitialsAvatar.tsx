import { Avatar } from '@trellis/ui/antd';
import type { AvatarProps } from '@trellis/ui/antd';

/** Up to two capital letters from a person's or a group's name. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

type Props = Pick<AvatarProps, 'size' | 'shape' | 'className' | 'style'> & { name: string; src?: string | null };

/**
 * A picture or logo, falling back to the name's initials when there is none
 * or it fails to load. Decorative: the name is always written beside it.
 */
export function InitialsAvatar({ name, src, ...rest }: Props) {
  return (
    <Avatar src={src || undefined} alt="" aria-hidden="true" {...rest}>
      {initialsOf(name)}
    </Avatar>
  );
}
