import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { SIDEBAR_BREAKPOINT_PX } from '@agro/domain/constants';
import { areaBreakpoints, menuAtrapaFoco, menuInerte } from './area-menu-state.ts';

export const AREA_BREAKPOINTS = areaBreakpoints(SIDEBAR_BREAKPOINT_PX);

/** The area menu's disclosure: closed on every navigation; as a pop-up, it takes the focus and Escape closes it. */
export function useAreaMenu() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  useEffect(close, [location.pathname, close]);
  const collapsed = useMediaQuery(AREA_BREAKPOINTS.colapsado, false, { getInitialValueInEffect: false });
  const burgerRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLDivElement>(null);

  // The pop-up menu is a disclosure: opening moves focus into it, Escape closes it and gives focus back.
  useEffect(() => {
    if (!menuAtrapaFoco(collapsed, opened)) return;
    navRef.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      burgerRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [collapsed, opened, close]);

  return { opened, toggle, inert: menuInerte(collapsed, opened), burgerRef, navRef };
}

export type AreaMenu = ReturnType<typeof useAreaMenu>;
