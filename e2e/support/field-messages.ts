import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * API keys that must never appear in a message shown to a user (issues 12 and 15): the named ones,
 * any snake_case key, and any dotted form path ("p.email", "datos.rut").
 */
export const RAW_KEY =
  /\b(cp_raw|extension|coord_x|coord_y|direccion_ref|tipo_pago|fecha_inicio|region|servicio_id|cp_id|password_old|password_new2?|email_actual|codigo|rut|telefono|nombre|apellido|titular|indicado)\b|\b[a-z]+_[a-z_]+\b|\b[a-z]+\.[a-z_]+\b/;

/** Every field message in a page or dialog (Mantine renders them as the inputs' error text). */
export async function fieldMessages(scope: Page | Locator) {
  return scope.locator('.mantine-InputWrapper-error').allTextContents();
}

type Scope = Page | Locator;

/** The message under a field: the text of the elements its input names in aria-describedby. */
const errorOf = (scope: Scope, label: RegExp) =>
  scope
    .getByLabel(label)
    .first()
    .evaluate((el) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
        .join(' ')
        .trim(),
    );

/** Submits, then checks each field's own message and that no message names an API key. */
export async function expectFieldMessages(
  scope: Scope,
  submit: () => Promise<void>,
  want: [RegExp, string][],
) {
  await submit();
  for (const [label, message] of want) await expect.poll(() => errorOf(scope, label)).toContain(message);
  const all = await fieldMessages(scope);
  expect(all.length).toBeGreaterThanOrEqual(want.length);
  for (const m of all) expect(m).not.toMatch(RAW_KEY);
}
