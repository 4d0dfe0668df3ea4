import { useState } from 'react';
import { todayInSantiago } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { crearFacturaSchema, parseCpRaw, type CrearFactura } from '@agro/domain/schemas/factura';
import { notify } from '../../../lib/notify.ts';
import { failureMessage } from '../../../lib/request.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useCrearFactura } from '../../../features/factura/api/crear-factura.ts';
import { useServiciosCp } from '../../../features/servicio/api/get-servicios-cp.ts';
import { falloDeCrear, opcionesServicio } from './agregar-deuda-state.ts';

/** Agregar Deuda's form, the client's services it can bill and the send (POST factura/crear). */
export function useAgregarDeuda(cpInicial: number | null, onClose: () => void) {
  const crear = useCrearFactura();
  const [fallo, setFallo] = useState<string | null>(null);
  const form = useZodForm(crearFacturaSchema, {
    initialValues: {
      tipo_pago: 'MENSUAL',
      cp_raw: cpInicial ? String(cpInicial) : '',
      servicio_id: null,
      nombre: '',
      total: '',
      fecha_inicio: todayInSantiago(),
      comentarios: '',
    },
  });
  const cp = parseCpRaw(form.values.cp_raw);
  const servicios = useServiciosCp(cp);

  function cerrar() {
    form.reset();
    setFallo(null);
    onClose();
  }

  async function enviar(v: CrearFactura) {
    setFallo(null);
    try {
      await crear.mutateAsync(v);
      notify.success(MSG.facturaCreada);
      cerrar();
    } catch (err) {
      notify.error(failureMessage(err, MSG.facturaNoCreada));
      const mensaje = falloDeCrear(err);
      if (mensaje) setFallo(mensaje);
    }
  }

  return {
    form,
    cp,
    opciones: opcionesServicio(servicios.data),
    fallo,
    cerrar,
    enviar,
    enviando: crear.isPending,
  };
}

export type AgregarDeuda = ReturnType<typeof useAgregarDeuda>;
