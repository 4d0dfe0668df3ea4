import type { TipoServicio } from '@agro/domain/constants';
import { parcelaDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import type { ParcelaValores } from '../../../components/parcela/parcela-fields.tsx';
import type { SeccionConfirmacion } from '../../../components/wizard/wizard-confirmacion.tsx';
import type { WizardDone } from '../../../components/wizard/wizard.tsx';
import type { Cp } from '../../../features/cp/api/keys.ts';

export type ParcelaForm = ParcelaValores & { tags: string[] };

/** The confirmation step's summary: client, territory and service, in the wizard's order. */
export function resumenParcela(
  cp: Pick<Cp, 'cp_id' | 'nombre'> | null,
  t: ParcelaForm,
  tipo: TipoServicio | null,
): SeccionConfirmacion[] {
  return [
    {
      title: 'Cliente',
      items: [
        { label: 'ID', value: cp?.cp_id },
        { label: 'Nombre', value: cp?.nombre },
      ],
    },
    {
      title: 'Territorio',
      items: [
        { label: 'Nombre', value: t.nombre },
        { label: 'Región', value: t.region },
        { label: 'Ciudad', value: t.ciudad },
        { label: 'Dirección', value: t.direccion_ref },
        { label: 'Latitud', value: String(t.coord_x) },
        { label: 'Longitud', value: String(t.coord_y) },
        { label: 'Extensión (m²)', value: String(t.extension) },
        { label: 'Cosecha', value: t.tags.join(', ') },
        { label: 'Notas', value: t.notas },
      ],
    },
    { title: 'Servicio', items: [{ label: 'Tipo de servicio', value: tipo }] },
  ];
}

/** What the wizard shows once the territory exists: its display ID and a link to its page. */
export const parcelaCreada = (cpId: number, parcelarelId: number): WizardDone => ({
  mensaje: MSG.territorioCreado,
  id: parcelaDisplayId(cpId, parcelarelId),
  href: `/admin/registro/territorios/mas-info?e=${cpId}&t=${parcelarelId}`,
});
