/**
 * Form components that look like antd's without its code: the screens a visitor sees before signing in are built from
 * these, so the first load of a signed-out page runs no antd. A shared singleton like every kit module; its styles
 * are LIGHT_STYLES, coloured by the site's theme (the custom properties `@trellis/ui/root`'s providers set).
 */
import { addStyles } from '@trellis/ui/root';
import { LIGHT_STYLES } from './lightStyles.ts';

addStyles(LIGHT_STYLES);

export { Card, Divider, ErrorAlert, Heading, Text } from './Card.tsx';
export { Button, ButtonLink, Spinner } from './Button.tsx';
export { Checkbox, PasswordField, TextField } from './Field.tsx';
