import { Button } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { facturaDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { notify } from '../../../lib/notify.ts';
import { descargarFacturaPdf } from '../api/descargar-documentos.ts';
import type { Factura } from '../api/get-finanzas.ts';

/** Downloads one invoice as PDF. */
export function FacturaPdfButton({ factura }: { factura: Factura }) {
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
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconFileTypePdf size={14} />}
      onClick={descargar}
      loading={cargando}
      aria-label={`Descargar PDF de la factura ${facturaDisplayId(factura.cp_id, factura.facturarel_id)}`}
    >
      PDF
    </Button>
  );
}
