import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cpQuery } from '../../../features/cp/api/get-cp.ts';
import type { Cp } from '../../../features/cp/api/keys.ts';
import { idDeCp } from './cp-lookup-state.ts';

export interface CpLookupProps {
  cp: Cp | null;
  onCp: (c: Cp | null) => void;
  confirmado: boolean;
  onConfirmado: (v: boolean) => void;
}

/** The typed ID and its search: each search forgets the previous client and its confirmation. */
export function useCpLookup(props: CpLookupProps) {
  const qc = useQueryClient();
  const [id, setId] = useState<number | string>(props.cp?.cp_id ?? '');
  const [buscando, setBuscando] = useState(false);
  const [noEncontrado, setNoEncontrado] = useState(false);

  async function buscar(valor: number | string = id) {
    props.onConfirmado(false);
    props.onCp(null);
    setNoEncontrado(false);
    const cpId = idDeCp(valor);
    if (cpId === null) return setNoEncontrado(true);
    setBuscando(true);
    try {
      const c = await qc.fetchQuery(cpQuery(cpId));
      props.onCp(c);
      setNoEncontrado(!c);
    } catch {
      setNoEncontrado(true);
    } finally {
      setBuscando(false);
    }
  }

  const elegir = (cpId: number) => {
    setId(cpId);
    void buscar(cpId);
  };

  return { id, setId, buscar, elegir, buscando, noEncontrado };
}
