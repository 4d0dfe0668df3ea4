import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';

/**
 * The app's one date field: a Spanish calendar (locale from the areas' DatesProvider) that shows and
 * reads dd/mm/aaaa whatever the browser's language (issue 28: a native date input showed 08/29/2026).
 * The value stays an ISO date string (YYYY-MM-DD), as the API takes it.
 */
export function FechaInput(props: Omit<DatePickerInputProps<'default'>, 'type' | 'valueFormat'>) {
  return <DatePickerInput placeholder="dd/mm/aaaa" {...props} valueFormat="DD/MM/YYYY" />;
}
