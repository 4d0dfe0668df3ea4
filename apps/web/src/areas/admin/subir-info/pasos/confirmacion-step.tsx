import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { parcelaDisplayId } from '@agro/domain/format';
import { periodLabel } from '@agro/domain/periods';
import { WizardConfirmacion } from '../../../../components/wizard/wizard-confirmacion.tsx';
import { resumenDesc } from '../reanudable/desc-raster.ts';
import type { SubidaWizardModelo } from '../use-subida-wizard.ts';
import { TITULO_GRUPO } from './titulos.ts';

/** Last step: what will be published (a raster with what it holds), and the commit's outcome. */
export function ConfirmacionStep({ w }: { w: SubidaWizardModelo }) {
  const t = w.parcela.data;
  return (
    <Stack gap="md">
      <WizardConfirmacion
        checked={w.confirmEnvio}
        onChange={w.acciones.confirmarEnvio}
        checkboxLabel="Confirmo que los archivos y el periodo son correctos"
        sections={[
          {
            title: 'Territorio y periodo',
            items: [
              {
                label: 'Territorio',
                value: t
                  ? `${parcelaDisplayId(t.parcela.identificador, t.parcela.parcelarel_id)} · ${t.parcela.nombre}`
                  : '',
              },
              { label: 'Empresa', value: t?.parcela.nombre_empresa },
              { label: 'Servicio', value: w.servicio?.tipo_servicio },
              { label: 'Tipo de carga', value: w.periodo === 'mensual' ? 'MENSUAL' : 'SEMANAL' },
              { label: 'Periodo', value: w.rango && w.periodo ? periodLabel(w.periodo, w.rango) : '' },
            ],
          },
          ...w.pendientes.map((g) => ({
            title: TITULO_GRUPO[g],
            items: w.deGrupo(g).map((f, i) => ({
              label: `Archivo ${i + 1}`,
              value: `${f.nombre}${f.desc ? ` (${resumenDesc(f.desc)})` : ''}${f.estado === 'completa' ? '' : ' (subiendo…)'}`,
            })),
          })),
        ]}
      />
      {w.enCurso > 0 && (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">
            Esperando que terminen de subirse {w.enCurso} archivo(s); podrás enviar cuando estén completos.
          </Text>
        </Group>
      )}
      {w.errorEnvio && (
        <Alert color="red" role="alert">
          {w.errorEnvio}
        </Alert>
      )}
    </Stack>
  );
}
