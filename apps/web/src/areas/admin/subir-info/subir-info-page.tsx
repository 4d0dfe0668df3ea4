import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SubidaWizard } from './subida-wizard.tsx';

/** /admin/subir-info (optionally ?e={cliente}&t={territorio} from a territory's shortcut). */
export function SubirInfoScreen() {
  const [params] = useSearchParams();
  const e = params.get('e');
  const t = params.get('t');
  const inicial = e && t ? (t.includes('-') ? t : `${e}-T-${t.padStart(3, '0')}`) : undefined;
  return (
    <>
      <PageHeader
        title="Subir Información"
        subtitle="Publica los informes semanales o mensuales de un territorio."
      />
      <SubidaWizard parcelaInicial={inicial} />
    </>
  );
}
