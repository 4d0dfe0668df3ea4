import { Card, Tabs, type MantineSpacing } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface Seccion {
  /** The tab's text, unique on its page. */
  label: string;
  icon: Icon;
  panel: ReactNode;
}

/**
 * The tabbed body of a record or a tool page: the first section opens, and a section mounts only
 * while shown, so its queries run when the user opens it. `card` frames it as the record pages do.
 */
export function SeccionesTabs({
  secciones,
  card = true,
  listMb = 'md',
}: {
  secciones: Seccion[];
  card?: boolean;
  listMb?: MantineSpacing;
}) {
  // Tabs name their panels' ids after their values, and an id with spaces breaks aria-controls.
  const valor = (i: number) => `seccion-${i}`;
  const tabs = (
    <Tabs defaultValue={valor(0)} keepMounted={false}>
      <Tabs.List mb={listMb}>
        {secciones.map((s, i) => (
          <Tabs.Tab key={s.label} value={valor(i)} leftSection={<s.icon size={16} />}>
            {s.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {secciones.map((s, i) => (
        <Tabs.Panel key={s.label} value={valor(i)}>
          {s.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
  return card ? (
    <Card withBorder padding="lg">
      {tabs}
    </Card>
  ) : (
    tabs
  );
}
