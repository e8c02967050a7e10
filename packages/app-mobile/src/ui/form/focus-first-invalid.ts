// After a failed check, focus goes to the first field marked invalid, in the order of the form, so a
// keyboard or screen-reader user lands on what to fix and hears its message (the field's description).
const CONTROLS = 'input:not([type="hidden"]):not([disabled]), select, textarea, button:not([disabled])';

export function focusFirstInvalid(form: HTMLElement | null): void {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!first) return;
  // A group of options (radio, checkbox, image) is marked as a whole: its first control takes the focus.
  const target = first.matches(CONTROLS) ? first : first.querySelector<HTMLElement>(CONTROLS);
  target?.focus();
}
