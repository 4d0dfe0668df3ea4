import 'dayjs/locale/es';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import type { ComponentType } from 'react';
import './styles/area-styles.ts';

/**
 * What only the signed-in areas use — date pickers (dayjs, Spanish), confirm dialogs and the rest of
 * Mantine's stylesheets — loaded with an area's layout so the public site never downloads it.
 */
export function withAreaProviders(Layout: ComponentType): ComponentType {
  return function AreaRoot() {
    return (
      <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>
        <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }}>
          <Layout />
        </ModalsProvider>
      </DatesProvider>
    );
  };
}
