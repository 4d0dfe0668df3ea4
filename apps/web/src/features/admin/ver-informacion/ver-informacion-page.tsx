import { Alert, Button, Center, Group, Loader, Paper, Select, Stack, Tabs } from '@mantine/core';
import { IconMap2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { servicioPermite } from '@agro/domain/constants';
import { territorioDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { parseTerritorioId } from '@agro/domain/rules';
import { ReportViewer } from '../../../components/reports/report-viewer.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { RegistroModal } from '../finanzas/registro-modal.tsx';
import { useParcelasCp } from '../../parcela/api/get-parcelas.ts';
import { ClienteSelect } from './cliente-select.tsx';
import { EliminarPeriodo } from './eliminar-periodo.tsx';
import { RastersEstado } from './rasters-estado.tsx';
import { useServicioParcela } from '../../servicio/api/get-servicios.ts';

/** /admin/ver-informacion: any territory's reports in the shared viewer, and correcting an upload (?e={cliente}&t={territorio}). */
export function VerInformacionScreen() {
  const [params] = useSearchParams();
  const [cpId, setCpId] = useState<number | null>(() =>
    params.get('e') ? Number(params.get('e')) || null : null,
  );
  const [rel, setRel] = useState<number | null>(() =>
    params.get('t') ? Number(params.get('t')) || null : null,
  );
  const [registro, setRegistro] = useState(false);
  const parcelas = useParcelasCp(cpId ?? undefined);
  const parcela = parcelas.data?.find((p) => p.parcelarel_id === rel) ?? null;
  const servicios = useServicioParcela(parcela?.parcela_id);
  const servicio = servicios.data?.[0];

  return (
    <>
      <PageHeader
        title="Ver Información"
        subtitle="Informes de cualquier territorio, con vista previa y descarga."
      />
      <Stack gap="md">
        <Paper withBorder p="md" radius="md">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <ClienteSelect
              value={cpId}
              onChange={(v) => {
                setCpId(v);
                setRel(null);
              }}
            />
            <Select
              label="Territorio"
              placeholder={cpId ? 'Selecciona un territorio' : 'Primero elige un cliente'}
              disabled={!cpId}
              data={(parcelas.data ?? []).map((p) => ({
                value: String(p.parcelarel_id),
                label: `${territorioDisplayId(p.identificador, p.parcelarel_id)} · ${p.nombre}`,
              }))}
              value={rel ? String(rel) : null}
              onChange={(v) => setRel(v ? Number(v) : null)}
              nothingFoundMessage={MSG.sinTerritorios}
              w={{ base: '100%', sm: 320 }}
              comboboxProps={{ withinPortal: true }}
            />
            <Button variant="default" leftSection={<IconMap2 size={16} />} onClick={() => setRegistro(true)}>
              Registro de Territorios
            </Button>
          </Group>
        </Paper>

        {!parcela ? (
          cpId && parcelas.isSuccess && parcelas.data.length === 0 ? (
            <Alert color="gray">{MSG.sinTerritorios}</Alert>
          ) : (
            <Alert color="gray">Elige un cliente y uno de sus territorios para ver sus informes.</Alert>
          )
        ) : servicios.isPending ? (
          <Center py="lg">
            <Loader aria-label="Cargando servicio" />
          </Center>
        ) : (
          <>
            <Tabs
              defaultValue={
                servicio && !servicioPermite(servicio.tipo_servicio, 'edeb') ? 'sensores' : 'edeb'
              }
              keepMounted={false}
            >
              <Tabs.List>
                <Tabs.Tab value="edeb">EDEB</Tabs.Tab>
                <Tabs.Tab value="sensores">EDEB Sensores</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="edeb" pt="md">
                <ReportViewer key={`edeb-${parcela.parcela_id}`} parcelas={[parcela]} grupo="edeb" />
              </Tabs.Panel>
              <Tabs.Panel value="sensores" pt="md">
                <ReportViewer key={`sensores-${parcela.parcela_id}`} parcelas={[parcela]} grupo="sensores" />
              </Tabs.Panel>
            </Tabs>
            {servicio && (
              <RastersEstado key={`rasters-${servicio.servicio_id}`} servicioId={servicio.servicio_id} />
            )}
            {servicio && <EliminarPeriodo key={parcela.parcela_id} parcela={parcela} servicio={servicio} />}
          </>
        )}
      </Stack>
      <RegistroModal
        tipo={registro ? 'territorios' : null}
        onClose={() => setRegistro(false)}
        onElegir={(_, id) => {
          const t = parseTerritorioId(id);
          if (t) {
            setCpId(t.cpId);
            setRel(t.parcelarelId);
          }
          setRegistro(false);
        }}
      />
    </>
  );
}
