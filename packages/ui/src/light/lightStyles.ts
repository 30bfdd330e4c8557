/**
 * The light form components' looks: antd's (the shared theme's sizes, radius, greys and error red) without antd's code,
 * for the screens a visitor sees before signing in, in the site's colours (the custom properties of ROOT_STYLES). Put
 * in the page with the module, as text (see ROOT_STYLES).
 */
export const LIGHT_STYLES = `
.tl-card {
  box-sizing: border-box;
  width: 100%;
  padding: 24px;
  background: #fff;
  border: 1px solid #f0f0f0;
  border-radius: 10px;
  color: var(--tl-text, rgba(0, 0, 0, 0.88));
  font-family: var(--tl-font);
  font-size: 14px;
  line-height: 1.5714285714285714;
}

.tl-heading {
  margin: 0.83em 0 0.5em;
  color: var(--tl-text, rgba(0, 0, 0, 0.88));
  font-size: 30px;
  line-height: 1.2667;
  font-weight: 600;
}

.tl-text {
  margin: 0 0 1em;
}
.tl-secondary {
  color: rgba(0, 0, 0, 0.66);
}
.tl-card a:not([class]) {
  color: var(--tl-link, #c41d7f);
  text-decoration: none;
  outline: none;
  transition: color 0.2s;
}
.tl-card a:not([class]):hover {
  color: var(--tl-primary-hover);
}
.tl-card a:not([class]):focus-visible {
  outline: 2px solid var(--tl-outline-strong, var(--tl-primary, #eb2f96));
  outline-offset: 1px;
  border-radius: 4px;
}
/* Links inside running text are underlined: colour alone does not tell them from the words around them. */
.tl-text a:not([class]) {
  text-decoration: underline;
}

.tl-field {
  margin-bottom: 24px;
}
.tl-field-with-error {
  margin-bottom: 0;
}
/* A control without a label above it (a checkbox) is centred in a row of the controls' height, as antd's form does. */
.tl-field-inline {
  display: flex;
  align-items: center;
  min-height: 32px;
}
.tl-label {
  display: inline-block;
  padding: 0 0 8px;
  color: var(--tl-text, rgba(0, 0, 0, 0.88));
}
.tl-field-error {
  min-height: 24px;
  color: var(--tl-error);
}

.tl-input,
.tl-affix {
  box-sizing: border-box;
  width: 100%;
  min-height: 32px;
  padding: 4px 11px;
  background: #fff;
  border: 1px solid var(--tl-border);
  border-radius: var(--tl-radius);
  color: var(--tl-text, rgba(0, 0, 0, 0.88));
  font: inherit;
  font-family: var(--tl-font);
  transition:
    border-color 0.2s,
    box-shadow 0.2s;
}
.tl-input:hover,
.tl-affix:hover {
  border-color: var(--tl-primary-hover);
}
.tl-input:focus,
.tl-affix:focus-within {
  border-color: var(--tl-primary, #eb2f96);
  box-shadow: 0 0 0 2px var(--tl-outline);
  outline: none;
}
.tl-input[aria-invalid='true'],
.tl-affix:has([aria-invalid='true']) {
  border-color: var(--tl-error);
}
.tl-input[aria-invalid='true']:focus,
.tl-affix:has([aria-invalid='true']):focus-within {
  box-shadow: 0 0 0 2px var(--tl-error-outline);
}
.tl-input:disabled,
.tl-affix:has(:disabled) {
  background: rgba(0, 0, 0, 0.04);
  border-color: var(--tl-border);
  color: rgba(0, 0, 0, 0.25);
  cursor: not-allowed;
}
.tl-affix {
  display: flex;
  align-items: center;
  gap: 4px;
}
.tl-affix > input {
  flex: 1;
  min-width: 0;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  outline: none;
}
.tl-eye {
  display: flex;
  padding: 0;
  border: 0;
  border-radius: 4px;
  background: none;
  color: rgba(0, 0, 0, 0.45);
  cursor: pointer;
  transition: color 0.2s;
}
.tl-eye:hover {
  color: rgba(0, 0, 0, 0.88);
}
.tl-eye:focus-visible {
  outline: 2px solid var(--tl-primary, #eb2f96);
}

.tl-checkbox {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  cursor: pointer;
}
.tl-checkbox input {
  appearance: none;
  box-sizing: border-box;
  width: 16px;
  height: 16px;
  margin: 0;
  border: 1px solid var(--tl-border);
  border-radius: 4px;
  background: #fff;
  cursor: inherit;
  transition:
    background-color 0.2s,
    border-color 0.2s;
}
.tl-checkbox:hover input:not(:disabled) {
  border-color: var(--tl-primary, #eb2f96);
}
.tl-checkbox input:checked {
  border-color: var(--tl-primary, #eb2f96);
  /* The tick, drawn in white on the brand colour. */
  background: var(--tl-primary, #eb2f96)
    url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath d='M3.5 8.2l3 3 6-6.2' fill='none' stroke='%23fff' stroke-width='2'/%3E%3C/svg%3E")
    center / 12px no-repeat;
}
.tl-checkbox input:focus-visible {
  outline: 2px solid var(--tl-outline-strong, var(--tl-primary, #eb2f96));
  outline-offset: 1px;
}
.tl-checkbox input:disabled {
  background-color: rgba(0, 0, 0, 0.04);
  cursor: not-allowed;
}
.tl-checkbox:has(input:disabled) {
  color: rgba(0, 0, 0, 0.25);
  cursor: not-allowed;
}

.tl-button {
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  height: 32px;
  padding: 4px 15px;
  border: 1px solid transparent;
  border-radius: var(--tl-radius);
  font: inherit;
  font-family: var(--tl-font);
  cursor: pointer;
  transition:
    background-color 0.2s,
    border-color 0.2s,
    color 0.2s;
}
.tl-button-block {
  width: 100%;
}
.tl-button-default {
  background: #fff;
  border-color: var(--tl-border);
  color: var(--tl-text, rgba(0, 0, 0, 0.88));
  box-shadow: 0 2px 0 rgba(0, 0, 0, 0.02);
  text-decoration: none;
}
.tl-button-default:hover:not(:disabled) {
  border-color: var(--tl-primary-hover);
  color: var(--tl-primary-hover);
}
.tl-button-default:active:not(:disabled) {
  border-color: var(--tl-primary-active);
  color: var(--tl-primary-active);
}
.tl-button-primary {
  background: var(--tl-primary, #eb2f96);
  color: #fff;
  box-shadow: 0 2px 0 var(--tl-outline);
}
.tl-button-primary:hover:not(:disabled) {
  background: var(--tl-primary-hover);
}
.tl-button-primary:active:not(:disabled) {
  background: var(--tl-primary-active);
}
.tl-button:focus-visible {
  outline: 3px solid var(--tl-outline-strong, color-mix(in srgb, var(--tl-primary, #eb2f96) 45%, transparent));
  outline-offset: 1px;
}
.tl-button:disabled {
  background: rgba(0, 0, 0, 0.04);
  border-color: var(--tl-border);
  color: rgba(0, 0, 0, 0.25);
  box-shadow: none;
  cursor: not-allowed;
}
.tl-button[aria-busy='true'] {
  opacity: 0.65;
  cursor: default;
}
.tl-button[aria-busy='true']:disabled {
  background: var(--tl-primary, #eb2f96);
  border-color: transparent;
  color: #fff;
}
.tl-spinner {
  width: 14px;
  height: 14px;
  animation: tl-spin 1s linear infinite;
}
@keyframes tl-spin {
  to {
    transform: rotate(360deg);
  }
}

.tl-alert {
  display: flex;
  align-items: flex-start;
  gap: 8px;
  margin-bottom: 16px;
  padding: 8px 12px;
  background: #fff2f0;
  border: 1px solid #ffccc7;
  border-radius: 10px;
  color: var(--tl-text, rgba(0, 0, 0, 0.88));
}
.tl-alert svg {
  flex-shrink: 0;
  margin-top: 4px;
  color: var(--tl-error);
}

/* A form's controls turn off together while it is sent; the group itself takes no room or border. */
.tl-fieldset {
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
}

.tl-divider {
  display: flex;
  align-items: center;
  margin: 16px 0;
  color: var(--tl-text, rgba(0, 0, 0, 0.88));
  white-space: nowrap;
}
.tl-divider::before,
.tl-divider::after {
  content: '';
  flex: 1;
  border-top: 1px solid rgba(5, 5, 5, 0.06);
}
.tl-divider span {
  padding: 0 1em;
}


/* Two fields side by side, one above the other on a phone (antd's grid below its sm breakpoint). */
.tl-row {
  display: flex;
  gap: 12px;
}
.tl-row > * {
  flex: 1;
  min-width: 0;
}
@media (max-width: 575px) {
  .tl-row {
    display: block;
  }
}
@media (prefers-reduced-motion: reduce) {
  .tl-spinner {
    animation: none;
  }
}
`;
