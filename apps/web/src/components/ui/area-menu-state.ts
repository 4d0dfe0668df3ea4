/**
 * Where the area menu stops being a permanent sidebar: above `px` it is one, at `px` or less it is a
 * pop-up (docs/RULES.md#areas-and-routes). Mantine's breakpoint is a min-width, the media query a max-width.
 */
export function areaBreakpoints(px: number) {
  return { sidebarDesde: `${(px + 1) / 16}em`, colapsado: `(max-width: ${px / 16}em)` };
}

/** Closed on a phone, the menu sits off screen: it is inert so its links leave the tab order. */
export const menuInerte = (colapsado: boolean, abierto: boolean) => colapsado && !abierto;

/** Only the open pop-up menu takes the focus and answers Escape; the sidebar is always there. */
export const menuAtrapaFoco = (colapsado: boolean, abierto: boolean) => colapsado && abierto;
