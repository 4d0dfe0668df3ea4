import { Button, Card, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { MSG } from '@agro/domain/messages';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useCpSelf } from '../../../features/cp/api/get-cp-self.ts';
import { PaginatedGrid } from '../components/paginated-grid.tsx';
import { Cargando, Vacio } from '../components/status.tsx';
import { NuevaParcelaModal } from './nueva-parcela-modal.tsx';
import { ParcelaCard } from './parcela-card.tsx';
import { ParcelasTable } from './parcelas-table.tsx';
import { useParcelasCp } from '../../../features/parcela/api/get-parcelas-cp.ts';
import { useCifrasCp } from '../../../components/indices/api/get-cifras-cp.ts';

/** /cliente-principal/mis-territorios: grid of 6 per page, the registry table and the "add" contact modal. */
export function CpParcelasPage() {
  const { data: cp } = useCpSelf();
  const parcelas = useParcelasCp(cp?.cp_id);
  const [opened, { open, close }] = useDisclosure(false);
  const lista = parcelas.data ?? [];
  const cifras = useCifrasCp(cp?.cp_id ?? 0).data;

  return (
    <>
      <PageHeader
        title="Mis Territorios"
        subtitle="Tus territorios monitoreados, sus datos y cosechas."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={open}>
            Agregar nuevo territorio
          </Button>
        }
      />
      {!cp || parcelas.isPending ? (
        <Cargando label="Cargando territorios" />
      ) : parcelas.isError || lista.length === 0 ? (
        <Vacio texto={MSG.sinTerritorios} />
      ) : (
        <Stack gap="xl">
          <PaginatedGrid
            items={lista}
            keyOf={(p) => p.parcela_id}
            render={(p) => (
              <ParcelaCard parcela={p} cifras={cifras?.filter((c) => c.parcela_id === p.parcela_id)} />
            )}
            label="territorios"
            singular="territorio"
          />
          <Card withBorder padding="md">
            <Title order={3} size="h4" mb="sm">
              Registro de territorios
            </Title>
            <ParcelasTable parcelas={lista} />
          </Card>
        </Stack>
      )}
      <NuevaParcelaModal opened={opened} onClose={close} />
    </>
  );
}
