/**
 * antd's forms and inputs (the form and its validation, text inputs, choices, pickers, file uploads): loaded by the
 * screens that ask for them, so a page that only shows things (the signed-in home, the frame) carries none of them. One shared singleton, like the core module (`@trellis/ui/antd`).
 */
export { AutoComplete, Checkbox, Form, Input, Radio, Rate, Segmented, Select, Switch, Upload } from 'antd';
export type { FormInstance, FormRule } from 'antd';
