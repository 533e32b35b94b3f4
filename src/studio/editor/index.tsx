import { useParams } from 'react-router-dom';
import { PageEditor } from './page-editor';

/** The page editor at /admin/pages/:key (its own lazy chunk of the studio). */
export default function PageEditorRoute() {
  const { key = '' } = useParams();
  return <PageEditor key={key} pageKey={key} />;
}
