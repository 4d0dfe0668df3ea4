import type { ReactNode } from 'react';

/** One link of an area's menu. */
export interface NavItem {
  to: string;
  label: string;
  icon?: ReactNode;
  /** Shown at the end of the item, e.g. a count of things waiting. */
  badge?: ReactNode;
}
export interface NavGroup {
  title?: string;
  items: NavItem[];
}

export interface AreaIdentity {
  displayId: string;
  name: string;
  avatarUrl?: string | null;
}
