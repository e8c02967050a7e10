// What a visitor types into the build's login markup before the app has hydrated it stays: the fields'
// values (and ticks) are read just before hydration and handed to React afterwards as if typed then, so
// the form's state holds them; if hydration had to render anew, the new fields get them and the focus.
// A button tapped meanwhile (index.html's inline script kept which) is tapped again after them.
import { PENDING_TAP_ATTRIBUTE } from './first-paint-login';

export interface TypedField {
  readonly node: HTMLInputElement;
  readonly id: string;
  readonly value: string;
  readonly checked: boolean;
}

const isTick = (input: HTMLInputElement) => input.type === 'checkbox' || input.type === 'radio';

/** The fields of `root` that differ from the markup's own values. */
export function readTypedFields(root: HTMLElement): TypedField[] {
  return [...root.querySelectorAll('input')]
    .filter((node) => node.id !== '' && (isTick(node) ? node.checked !== node.defaultChecked : node.value !== node.defaultValue))
    .map((node) => ({ node, id: node.id, value: node.value, checked: node.checked }));
}

// React notices a change by comparing the field with the value it last saw: set the markup's value
// through the element (which React tracks), then the typed one past it, and the input event is a change.
const nativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');

function replay(target: HTMLInputElement, field: TypedField): void {
  if (isTick(target)) {
    if (target.checked === field.checked) target.checked = !field.checked;
    target.click();
    return;
  }
  // What was typed while React hydrated, unless React has already put the markup's value back.
  const live = field.node.isConnected && field.node.value !== field.node.defaultValue;
  const value = live ? field.node.value : field.value;
  target.value = target.defaultValue === value ? '' : target.defaultValue;
  nativeValue?.set?.call(target, value);
  target.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The button tapped before hydration (its place among the root's buttons), taken once. */
export function takePendingTap(root: HTMLElement): number | undefined {
  const index = root.getAttribute(PENDING_TAP_ATTRIBUTE);
  root.removeAttribute(PENDING_TAP_ATTRIBUTE);
  return index === null ? undefined : Number(index);
}

/** After hydration: each typed field into the form's state, the focus back where it was, then the tap. */
export function replayTypedFields(root: HTMLElement, fields: readonly TypedField[], focusedId: string | undefined, tap: number | undefined): void {
  for (const field of fields) {
    const target = root.querySelector<HTMLInputElement>(`#${CSS.escape(field.id)}`);
    if (target) replay(target, field);
  }
  if (focusedId !== undefined && !root.contains(document.activeElement)) root.querySelector<HTMLElement>(`#${CSS.escape(focusedId)}`)?.focus();
  if (tap !== undefined) root.querySelectorAll('button')[tap]?.click();
}
