import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { MSG } from '@agro/domain/messages';
import { findNul } from '@agro/domain/rules';

// The zod type provider marks its issues with this symbol; ours must look the same to the error handler.
const ZOD_ISSUE = Symbol.for('ZodFastifySchemaValidationError');

/**
 * The zod validator, preceded by one rule for every field of every route: no NUL character in any
 * string (PostgreSQL refuses them, so they would otherwise surface as a 500 or vanish from a log).
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    const path = findNul(data);
    if (!path) return validate(data);
    const campo = path.join('.') || 'solicitud';
    return {
      error: [
        {
          [ZOD_ISSUE]: true,
          keyword: 'custom',
          instancePath: `/${path.join('/')}`,
          schemaPath: '#',
          message: MSG.campoInvalido(campo),
          params: {},
        },
      ] as never,
    };
  };
};
