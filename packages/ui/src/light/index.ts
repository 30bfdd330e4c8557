/**
 * Form components that look like antd's without its code: the screens a visitor sees before signing in are built
 * from these, so the first load of a signed-out page runs no antd. A shared singleton like every kit module; its
 * styles are light.css, coloured by the site's theme through LightTheme.
 */
export { LightTheme, lightThemeVars } from './LightTheme.tsx';
export { Card, Divider, ErrorAlert, Heading, Skeleton, Text } from './Card.tsx';
export { Button, ButtonLink, Spinner } from './Button.tsx';
export { Checkbox, PasswordField, TextField } from './Field.tsx';
