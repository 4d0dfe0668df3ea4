import { describe, expect, it } from 'vitest';
import { SIDEBAR_BREAKPOINT_PX } from '@agro/domain/constants';
import { areaBreakpoints, menuAtrapaFoco, menuInerte } from './area-menu-state.ts';

const em = (s: string) => Number(/([\d.]+)em/.exec(s)?.[1]) * 16;

describe('areaBreakpoints', () => {
  it('collapses the menu at the breakpoint and shows the sidebar one pixel above', () => {
    const b = areaBreakpoints(SIDEBAR_BREAKPOINT_PX);
    expect(em(b.colapsado)).toBe(SIDEBAR_BREAKPOINT_PX);
    expect(em(b.sidebarDesde)).toBe(SIDEBAR_BREAKPOINT_PX + 1);
    expect(b.colapsado).toMatch(/^\(max-width: [\d.]+em\)$/);
  });
});

describe('menu on a phone', () => {
  it('is inert only while collapsed and closed', () => {
    expect(menuInerte(true, false)).toBe(true);
    expect(menuInerte(true, true)).toBe(false);
    expect(menuInerte(false, false)).toBe(false);
  });
  it('takes the focus only when opened as a pop-up', () => {
    expect(menuAtrapaFoco(true, true)).toBe(true);
    expect(menuAtrapaFoco(false, true)).toBe(false);
    expect(menuAtrapaFoco(true, false)).toBe(false);
  });
});
