import { Button } from 'antd-mobile';
import { usePopups } from '../../runtime/popups';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useMyResume, useResumeExport } from '../../runtime/resume/api';
import { ResumeBar } from '../../runtime/resume/bar';
import { ResumeDocument } from '../../runtime/resume/document';
import { useRuntime, useSession } from '../../runtime/runtime';
import { ListStates } from '../../runtime/ui/list-states';
import { LoginPrompt } from '../../runtime/ui/login-prompt';
import type { ResumePreviewProps } from './schema';
import './resume-preview.css';

/** The PDF export answer: where to download it and under which name. */
function pdfOf(raw: unknown): { url: string; name: string } | null {
  if (!raw || typeof raw !== 'object') return null;
  const o = raw as Record<string, unknown>;
  return typeof o.url === 'string' && o.url ? { url: o.url, name: typeof o.name === 'string' && o.name ? o.name : '简历.pdf' } : null;
}

/**
 * The seeker's resume as a recruiter will see it (spec §2 resume-preview,
 * drawn without the app header), and its PDF through the file-download popup.
 */
export function ResumePreview(props: WidgetRenderProps<ResumePreviewProps>) {
  const { user } = useSession();
  const rt = useRuntime();
  const popups = usePopups();
  const q = useMyResume();
  const exportCall = useResumeExport();
  const exporting = exportCall.isPending;
  if (!user) return <LoginPrompt host={props.host} text="登录后预览你的简历" button="去登录" />;

  async function download() {
    if (exporting) return;
    try {
      const pdf = pdfOf(await exportCall.mutateAsync());
      if (pdf) void popups.open('file-download', pdf);
    } catch {
      /* shown by the request wrapper */
    }
  }

  return (
    <div className="w-resume-preview">
      <ResumeBar title={props.title} backTo={props.editPath}>
        <button type="button" onClick={() => rt.navigator.navigate?.(props.editPath)}>
          编辑
        </button>
      </ResumeBar>
      {q.data?.exists ? (
        <>
          <p className="w-resume-preview__note">以下是招聘者看到的简历，联系方式在对方获得查看权限前会隐藏部分内容</p>
          <ResumeDocument resume={q.data.doc} labels={q.data.labels} />
          {props.download && (
            <div className="w-resume-preview__actions">
              <Button block color="primary" loading={exporting} onClick={() => void download()}>
                下载 PDF 简历
              </Button>
            </div>
          )}
        </>
      ) : (
        <ListStates query={q} empty={q.isSuccess} errorTitle="简历加载失败" emptyTitle="还没有在线简历" emptyDescription="先去创建简历吧" stateClassName="rm-resume-state" />
      )}
    </div>
  );
}
