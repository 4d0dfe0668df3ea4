import { MSG_RASTER } from '@agro/domain/indices';
import { MSG } from '@agro/domain/messages';
import { MSG_PUBLICO } from '@agro/domain/messages-publico';
import { ApiError } from '../../../lib/request.ts';
import { describe, expect, it } from 'vitest';
import {
  archivosDeEnvio,
  estadoInicial,
  falloDeEnvio,
  gruposPendientes,
  validarGrupo,
  wizardReducer,
  type EstadoWizard,
} from './wizard-estado.ts';

const lleno: EstadoWizard = {
  periodo: 'semanal',
  buscado: '3-1',
  confirmado: true,
  fecha: '2026-11-18',
  confirmEnvio: true,
  errorEnvio: 'falló',
};

describe('wizardReducer', () => {
  it('starts with the territory it was opened for', () => {
    expect(estadoInicial('3-1')).toMatchObject({ buscado: '3-1', periodo: null, confirmado: false });
  });

  it('a new period kind drops the date and the confirmation, keeps the territory', () => {
    const s = wizardReducer(lleno, { tipo: 'periodo', periodo: 'mensual' });
    expect(s).toEqual({ ...lleno, periodo: 'mensual', fecha: null, confirmEnvio: false, errorEnvio: null });
  });

  it('another territory must be confirmed again and its period chosen again', () => {
    const s = wizardReducer(lleno, { tipo: 'territorio', buscado: '3-2' });
    expect(s).toMatchObject({ buscado: '3-2', confirmado: false, fecha: null, confirmEnvio: false });
    expect(s.periodo).toBe('semanal');
  });

  it('another date keeps the territory confirmed but not the final confirmation', () => {
    const s = wizardReducer(lleno, { tipo: 'fecha', fecha: '2026-11-25' });
    expect(s).toMatchObject({ fecha: '2026-11-25', confirmado: true, confirmEnvio: false, errorEnvio: null });
  });

  it('keeps a commit error until something changes, and resets everything', () => {
    const s = wizardReducer(estadoInicial(), { tipo: 'errorEnvio', mensaje: 'x' });
    expect(s.errorEnvio).toBe('x');
    expect(wizardReducer(lleno, { tipo: 'reiniciar' })).toEqual(estadoInicial());
  });
});

describe('validarGrupo', () => {
  it('asks for files, shows the first failure, and waits for undescribed rasters', () => {
    expect(validarGrupo([])).toBe(MSG.seleccioneArchivo);
    expect(validarGrupo([{ estado: 'completa' }, { estado: 'error', error: 'sin red' }])).toBe('sin red');
    expect(validarGrupo([{ estado: 'completa' }, { estado: 'describir' }])).toBe(MSG.rasterSinDescribir);
    expect(validarGrupo([{ estado: 'completa' }, { estado: 'subiendo' }])).toBe(true);
  });

  it('leaves out the groups already uploaded', () => {
    expect(gruposPendientes(['edeb', 'sensores'], ['edeb'])).toEqual(['sensores']);
  });

  it('publishes only the finished uploads, each by group, slot and upload id', () => {
    expect(
      archivosDeEnvio([
        { grupo: 'edeb', campo: 'image0', subidaId: 'u1' },
        { grupo: 'edeb', campo: 'video0' },
        { grupo: 'sensores', campo: 'raster1', subidaId: 'u2' },
      ]),
    ).toEqual([
      { grupo: 'edeb', campo: 'image0', subida: 'u1' },
      { grupo: 'sensores', campo: 'raster1', subida: 'u2' },
    ]);
  });
});

describe('falloDeEnvio', () => {
  it("shows a refusal's reason, naming the raster and its coordinate system", () => {
    const motivo = MSG_RASTER.enArchivo('a.tif', MSG_RASTER.crsNoSoportado('EPSG:24879'));
    expect(falloDeEnvio(new ApiError(400, motivo))).toBe(motivo);
    expect(falloDeEnvio(new ApiError(413, 'muy grande'))).toBe('muy grande');
  });

  it('hides server failures and network errors behind the generic message', () => {
    expect(falloDeEnvio(new ApiError(500, 'Error interno'))).toBe(MSG.archivosNoSubidos);
    expect(falloDeEnvio(new ApiError(null, 'red'))).toBe(MSG.archivosNoSubidos);
    expect(falloDeEnvio(new Error('x'))).toBe(MSG.archivosNoSubidos);
  });

  it('an ended session asks to sign in again', () => {
    expect(falloDeEnvio(new ApiError(401, MSG_PUBLICO.tokenInvalido))).toBe(MSG_PUBLICO.inicieSesion);
  });
});
