import { Alert, Loader, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendarMonth, IconCalendarWeek } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { type GrupoArchivos } from '@agro/domain/constants';
import { territorioDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { periodLabel, periodOf, type Periodo } from '@agro/domain/periods';
import { gruposDeSubida } from '@agro/domain/schemas/subida';
import { Wizard, type WizardStep } from '../../../components/wizard/wizard.tsx';
import { WizardConfirm } from '../../../components/wizard/wizard-confirm.tsx';
import { notify } from '../../../lib/notify.ts';
import { ApiError, failureMessage } from '../../../lib/request.ts';
import { useConfirmarSubidas } from './api/confirmar-subidas.ts';
import { usePeriodosConArchivos } from './api/periodos-con-archivos.ts';
import { marcasDe } from './marcas-periodo.ts';
import { useTerritorio } from './api/get-territorio.ts';
import { PeriodPicker } from './period-picker.tsx';
import { DropStep } from './reanudable/drop-step.tsx';
import { useSubidas, vigentes } from './reanudable/use-subidas.ts';
import { TerritorioStep } from './territorio-step.tsx';
import { usePeriodoCheck } from './use-periodo-check.ts';

const TITULO_GRUPO: Record<GrupoArchivos, string> = {
  edeb: 'Archivos EDEB',
  sensores: 'Archivos Sensores',
  global: 'Resúmenes mensuales',
};
// Short step labels so six steps fit on one line of the stepper.
const PASO_GRUPO: Record<GrupoArchivos, string> = { edeb: 'EDEB', sensores: 'Sensores', global: 'Resúmenes' };

/**
 * Subir Información (docs/RULES.md#states): 1 SEMANAL/MENSUAL, 2 territory and data confirmation, 3 period with
 * the existing-files check, 4 (and 5 for EDEB Full weekly) a drop zone per group whose files upload
 * resumably at once (issue 18), then confirmation: one commit publishes every group of the period.
 */
export function UploadWizard({ territorioInicial }: { territorioInicial?: string }) {
  const [periodo, setPeriodo] = useState<Periodo | null>(null);
  const [buscado, setBuscado] = useState<string | null>(territorioInicial ?? null);
  const [confirmado, setConfirmado] = useState(false);
  const [fecha, setFecha] = useState<string | null>(null);
  const [confirmEnvio, setConfirmEnvio] = useState(false);
  const [errorEnvio, setErrorEnvio] = useState<string | null>(null);
  const confirmar = useConfirmarSubidas();

  const territorio = useTerritorio(buscado);
  const encontrado = territorio.data;
  const servicio = encontrado?.servicio ?? null;
  const rango = periodo && fecha ? periodOf(periodo, fecha) : null;
  const grupos = periodo && servicio ? gruposDeSubida(servicio.tipo_servicio, periodo) : [];
  const check = usePeriodoCheck(servicio?.servicio_id, grupos, rango);
  const conArchivos = usePeriodosConArchivos(servicio?.servicio_id);
  const marcas = useMemo(() => marcasDe(conArchivos.data ?? [], grupos), [conArchivos.data, grupos.join()]); // eslint-disable-line react-hooks/exhaustive-deps
  const ocupados = check.estado === 'listo' ? check.ocupados : [];
  // A group already uploaded for the period is left out; when all are, the period cannot be used.
  const pendientes = grupos.filter((g) => !ocupados.includes(g));
  const periodoLibre = check.estado === 'listo' && pendientes.length > 0;
  const subidas = useSubidas(
    periodoLibre && servicio ? servicio.servicio_id : null,
    periodoLibre ? rango : null,
  );
  const validas = vigentes(subidas.items);
  const deGrupo = (g: GrupoArchivos) => validas.filter((i) => i.grupo === g);
  const enCurso = validas.filter((i) => i.estado !== 'completa').length;

  function limpiarDesde(paso: 'periodo' | 'archivos') {
    if (paso === 'periodo') setFecha(null);
    subidas.limpiar({ cancelar: true });
    setConfirmEnvio(false);
    setErrorEnvio(null);
  }

  async function enviar(): Promise<boolean> {
    setErrorEnvio(null);
    try {
      const res = await confirmar.mutateAsync({
        servicioId: servicio!.servicio_id,
        rango: rango!,
        body: {
          periodo: periodo!,
          archivos: validas.map((i) => ({ grupo: i.grupo, campo: i.campo, subida: i.subidaId! })),
        },
      });
      notify.success(res.mensaje ?? MSG.archivosSubidos);
      subidas.limpiar({ cancelar: false });
      return true;
    } catch (err) {
      // A 409: another staff member published the period first; the server dropped these uploads.
      if (err instanceof ApiError && err.status === 409) subidas.limpiar({ cancelar: false });
      setErrorEnvio(failureMessage(err, MSG.archivosNoSubidos));
      return false;
    }
  }

  function reset() {
    setPeriodo(null);
    setBuscado(null);
    setConfirmado(false);
    limpiarDesde('periodo');
  }

  const territorioError = territorio.isError
    ? failureMessage(territorio.error, MSG.territorioNoExiste)
    : null;

  const steps: WizardStep[] = [
    {
      label: 'Tipo de carga',
      canNext: periodo !== null,
      content: (
        <Radio.Group
          value={periodo}
          onChange={(v) => {
            setPeriodo(v as Periodo);
            limpiarDesde('periodo');
          }}
          label="¿Qué información vas a subir?"
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
            <Radio.Card value="semanal" p="md" radius="md" aria-label="SEMANAL">
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <IconCalendarWeek size={28} style={{ flexShrink: 0 }} />
                <div>
                  <Text fw={700}>SEMANAL</Text>
                  <Text size="sm" c="dimmed">
                    Imágenes, videos y resúmenes EDEB o Sensores de una semana (lunes a domingo).
                  </Text>
                </div>
              </Group>
            </Radio.Card>
            <Radio.Card value="mensual" p="md" radius="md" aria-label="MENSUAL">
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <IconCalendarMonth size={28} style={{ flexShrink: 0 }} />
                <div>
                  <Text fw={700}>MENSUAL</Text>
                  <Text size="sm" c="dimmed">
                    Resúmenes mensuales del territorio (PDF o Word).
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          </SimpleGrid>
        </Radio.Group>
      ),
    },
    {
      label: 'Territorio',
      canNext: buscado !== null && confirmado && Boolean(servicio),
      content: (
        <TerritorioStep
          value={buscado}
          onChange={(id) => {
            setBuscado(id);
            setConfirmado(false);
            limpiarDesde('periodo');
          }}
          buscando={territorio.isFetching}
          encontrado={encontrado}
          error={territorioError}
          confirmado={confirmado}
          onConfirmado={setConfirmado}
        />
      ),
    },
    {
      label: 'Periodo',
      canNext: periodoLibre,
      content: (
        <Stack gap="sm">
          <PeriodPicker
            kind={periodo ?? 'semanal'}
            value={fecha}
            marcas={marcas}
            onChange={(d) => {
              setFecha(d);
              limpiarDesde('archivos');
            }}
          />
          {check.estado === 'revisando' && (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">Revisando el periodo…</Text>
            </Group>
          )}
          {check.estado === 'error' && <Alert color="red">{check.mensaje}</Alert>}
          {check.estado === 'listo' && pendientes.length === 0 && (
            <Alert color="red" role="alert">
              {MSG.periodoConArchivos}
            </Alert>
          )}
          {check.estado === 'listo' && pendientes.length > 0 && ocupados.length > 0 && (
            <Alert color="yellow">
              {TITULO_GRUPO[ocupados[0]!]} de este periodo ya fueron subidos; solo se subirán{' '}
              {TITULO_GRUPO[pendientes[0]!].toLowerCase()}.
            </Alert>
          )}
          {periodoLibre && <Alert color="green">Periodo disponible: {periodLabel(periodo!, rango!)}</Alert>}
        </Stack>
      ),
    },
    // While the period is unknown or fully taken, the service's groups still show as steps.
    ...(pendientes.length > 0 ? pendientes : grupos).map((g): WizardStep => ({
      label: PASO_GRUPO[g],
      validate: () =>
        deGrupo(g).length === 0
          ? MSG.seleccioneArchivo
          : deGrupo(g).some((i) => i.estado === 'error')
            ? (deGrupo(g).find((i) => i.error)?.error ?? MSG.archivosNoSubidos)
            : true,
      resolved: deGrupo(g).length > 0 && !deGrupo(g).some((i) => i.estado === 'error'),
      content: (
        <DropStep
          grupo={g}
          titulo={TITULO_GRUPO[g]}
          items={subidas.items.filter((i) => i.grupo === g)}
          pendientes={subidas.pendientes.filter((p) => p.grupo === g)}
          agregar={(files) => subidas.agregar(g, files)}
          pausar={subidas.pausar}
          reanudar={subidas.reanudar}
          cancelar={subidas.cancelar}
          descartarPendientes={subidas.descartarPendientes}
        />
      ),
    })),
    {
      label: 'Confirmación',
      content: (
        <Stack gap="md">
          <WizardConfirm
            checked={confirmEnvio}
            onChange={setConfirmEnvio}
            checkboxLabel="Confirmo que los archivos y el periodo son correctos"
            sections={[
              {
                title: 'Territorio y periodo',
                items: [
                  {
                    label: 'Territorio',
                    value: encontrado
                      ? `${territorioDisplayId(encontrado.parcela.identificador, encontrado.parcela.parcelarel_id)} · ${encontrado.parcela.nombre}`
                      : '',
                  },
                  { label: 'Empresa', value: encontrado?.parcela.nombre_empresa },
                  { label: 'Servicio', value: servicio?.tipo_servicio },
                  { label: 'Tipo de carga', value: periodo === 'mensual' ? 'MENSUAL' : 'SEMANAL' },
                  { label: 'Periodo', value: rango && periodo ? periodLabel(periodo, rango) : '' },
                ],
              },
              ...pendientes.map((g) => ({
                title: TITULO_GRUPO[g],
                items: deGrupo(g).map((f, i) => ({
                  label: `Archivo ${i + 1}`,
                  value: f.estado === 'completa' ? f.nombre : `${f.nombre} (subiendo…)`,
                })),
              })),
            ]}
          />
          {enCurso > 0 && (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">
                Esperando que terminen de subirse {enCurso} archivo(s); podrás enviar cuando estén completos.
              </Text>
            </Group>
          )}
          {errorEnvio && (
            <Alert color="red" role="alert">
              {errorEnvio}
            </Alert>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <Wizard
      steps={steps}
      canSubmit={
        confirmEnvio &&
        !confirmar.isPending &&
        enCurso === 0 &&
        validas.length > 0 &&
        Boolean(servicio && rango)
      }
      submitting={confirmar.isPending}
      submitLabel="Enviar"
      onSubmit={enviar}
      onReset={reset}
    />
  );
}
