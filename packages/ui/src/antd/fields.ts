/**
 * antd's inputs beyond the sign-in form's and the frame's (choices, segmented pickers, file uploads): loaded by the
 * screens that ask for them. One shared singleton, like the core module (`@trellis/ui/antd`).
 */
export { AutoComplete, Radio, Rate, Segmented, Switch, Upload } from 'antd';
