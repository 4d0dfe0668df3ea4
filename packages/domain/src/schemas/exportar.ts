import { z } from 'zod';

/** The file kinds a list exports to. */
export const FORMATOS_EXPORT = ['xlsx', 'csv'] as const;
export type FormatoExport = (typeof FORMATOS_EXPORT)[number];

/** `?formato=xlsx|csv` of every export endpoint (XLSX unless asked otherwise). */
export const formatoExportSchema = z.object({ formato: z.enum(FORMATOS_EXPORT).default('xlsx') });
