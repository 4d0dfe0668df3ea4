import { Alert } from '@mantine/core';
import { PageHeader } from './page-header.tsx';

/** A section whose screen lands with its issue; the route exists so links and guards already work. */
export function SectionPending({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Alert color="gray" title="Sección en preparación">
        Esta sección estará disponible próximamente.
      </Alert>
    </>
  );
}
