import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import type { FormatoExport } from '@agro/domain/schemas/exportar';

/**
 * "Exportar" with its two formats. Each item is a plain download link: the browser sends the
 * session cookie and saves the file under the server's Content-Disposition name.
 */
export function ExportarMenu({
  href,
  label = 'Exportar',
  disabled,
  filtros = true,
  texto = 'Exportar',
}: {
  href: (formato: FormatoExport) => string;
  /** Names what is exported, for assistive technology (e.g. "Exportar facturas"). */
  label?: string;
  disabled?: boolean;
  /** Whether the list has filters the download keeps (says so in the menu). */
  filtros?: boolean;
  /** The button's visible text, when a screen has several exports. */
  texto?: string;
}) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} />}
          rightSection={<IconChevronDown size={14} />}
          disabled={disabled}
          aria-label={label}
        >
          {texto}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {filtros && <Menu.Label>Descargar con los filtros actuales</Menu.Label>}
        <Menu.Item component="a" href={href('xlsx')} download leftSection={<IconFileSpreadsheet size={16} />}>
          Excel (XLSX)
        </Menu.Item>
        <Menu.Item component="a" href={href('csv')} download leftSection={<IconFileTypeCsv size={16} />}>
          CSV
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
