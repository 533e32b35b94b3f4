import { Popup } from 'antd-mobile';
import { z } from 'zod';
import type { PopupRenderProps } from '../manager';
import { withParsedProps } from './common';

/** Downloadable addresses: http(s) or a path on this site. Never javascript:, data: or protocol-relative. */
export const DOWNLOAD_URL_PATTERN = /^(https?:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)$/i;

/** Props of the 'file-download' popup. */
export const fileDownloadPropsSchema = z.object({
  url: z.string().max(2000),
  name: z.string().min(1).max(200),
});
export type FileDownloadProps = z.infer<typeof fileDownloadPropsSchema>;

/** Shows the file name and a download link; confirms when the link is followed. */
function FileDownload({ props, visible, confirm, cancel }: PopupRenderProps<FileDownloadProps, { url: string; name: string }>) {
  const safe = DOWNLOAD_URL_PATTERN.test(props.url);
  return (
    <Popup getContainer={null} visible={visible} onMaskClick={cancel} showCloseButton onClose={cancel} bodyStyle={{ borderTopLeftRadius: 8, borderTopRightRadius: 8 }}>
      <div className="rm-download">
        <div className="rm-download__name">{props.name}</div>
        {safe ? (
          <a
            className="adm-button adm-button-primary adm-button-block adm-button-shape-rounded rm-download__link"
            href={props.url}
            download={props.name}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => confirm({ url: props.url, name: props.name })}
          >
            下载文件
          </a>
        ) : (
          <div className="rm-sheet__hint" role="alert">
            下载地址无效
          </div>
        )}
      </div>
    </Popup>
  );
}

export const FileDownloadPopup = withParsedProps('file-download', fileDownloadPropsSchema, FileDownload);
