import { createElement, lazy, Suspense, type ComponentProps } from 'react';
import type EditableType from 'antd/es/typography/Editable';

/**
 * antd's Typography imports its in-place editor, and with it the text area and antd's input (about 8 KiB gzip), for
 * the `editable` option, which a text shows only while it is being edited. Typography is in the core module every
 * signed-in page loads, so the build hands it this stand-in (see @trellis/federation), which loads the editor the first
 * time one opens.
 */
const Editable = lazy(() => import('antd/es/typography/Editable'));

export default function TypographyEditable(props: ComponentProps<typeof EditableType>) {
  return createElement(Suspense, { fallback: null }, createElement(Editable, props));
}
