import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { facturaDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { notify } from '../../../lib/notify.ts';
import { descargarFacturaPdf } from '../api/descargar-documentos.ts';
import type { Factura } from '../../../features/factura/api/keys.ts';

/** Downloads one invoice as PDF; `compact` is an icon for table rows. */
export function FacturaPdfButton({ factura, compact = false }: { factura: Factura; compact?: boolean }) {
  const [cargando, setCargando] = useState(false);
  const descargar = async () => {
    setCargando(true);
    try {
      await descargarFacturaPdf(factura);
    } catch {
      notify.error(MSG.errorSolicitud);
    } finally {
      setCargando(false);
    }
  };
  const label = `Descargar PDF de la factura ${facturaDisplayId(factura.cp_id, factura.facturarel_id)}`;
  if (compact)
    return (
      <Tooltip label="Descargar PDF" withArrow>
        <ActionIcon variant="light" onClick={descargar} loading={cargando} aria-label={label} size="lg">
          <IconFileTypePdf size={18} />
        </ActionIcon>
      </Tooltip>
    );
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconFileTypePdf size={14} />}
      onClick={descargar}
      loading={cargando}
      aria-label={label}
    >
      PDF
    </Button>
  );
}
