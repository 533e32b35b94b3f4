import { Button, Checkbox, Form, Input, Popup, TextArea } from 'antd-mobile';
import type { Booth } from '../../../schemas/events';
import { channelResultSchema } from '../../../schemas/job-manage';
import { useBoothApply } from '../../runtime/data-hooks/use-events';
import { formatSalary } from '../../runtime/format';
import { showTopToast } from '../../runtime/popups';
import { useApiQuery, useSession } from '../../runtime/runtime';

interface BoothFormValues {
  contactName: string;
  contactMobile: string;
  jobIds: number[];
  note: string;
}

/** The recruiter's booth application: contact, the jobs to show, a note; sends /api-user/event/boothApply. */
export function BoothForm({ eventId, visible, onClose, onDone }: { eventId: number; visible: boolean; onClose: () => void; onDone: (b: Booth) => void }) {
  const { user } = useSession();
  const apply = useBoothApply();
  const jobs = useApiQuery('/api-user/job/channelResultFind', { page: 1, limit: 50, status: 1 }, { enabled: visible, parse: (raw) => channelResultSchema.parse(raw) });
  const mobile = user?.info?.mobile ?? '';

  async function submit(v: BoothFormValues) {
    if (apply.isPending) return;
    try {
      const b = await apply.mutateAsync({ eventId, contactName: v.contactName, contactMobile: v.contactMobile, jobIds: v.jobIds ?? [], note: v.note ?? '' });
      showTopToast('申请已提交，等待主办方审核');
      onDone(b);
    } catch {
      // The request wrapper has shown the server's message.
    }
  }

  return (
    <Popup visible={visible} onMaskClick={onClose} showCloseButton onClose={onClose} bodyClassName="w-event-booth" destroyOnClose>
      <div role="dialog" aria-label="申请展位">
        <h2 className="w-event-booth__title">申请展位</h2>
        <Form
          layout="vertical"
          initialValues={{ contactName: user?.account?.name ?? '', contactMobile: mobile, jobIds: [], note: '' }}
          onFinish={(v: BoothFormValues) => void submit(v)}
          footer={
            <Button block type="submit" color="primary" loading={apply.isPending} size="large">
              提交申请
            </Button>
          }
        >
          <Form.Item name="contactName" label="联系人" rules={[{ required: true, message: '请填写联系人' }]}>
            <Input placeholder="现场负责人姓名" maxLength={20} clearable />
          </Form.Item>
          <Form.Item name="contactMobile" label="联系电话" rules={[{ required: true, message: '请填写联系电话' }, { pattern: /^1\d{10}$|^0\d{2,3}-?\d{7,8}$/, message: '联系电话格式不正确' }]}>
            <Input placeholder="手机号或座机" maxLength={16} clearable />
          </Form.Item>
          <Form.Item name="jobIds" label="展示职位（不选则展示最新职位）">
            <Checkbox.Group>
              <div className="w-event-booth__jobs">
                {(jobs.data?.list ?? []).map((j) => (
                  <Checkbox key={j.id} value={j.id}>
                    <span className="w-event-booth__job-title">{j.title}</span>
                    <span className="w-event-booth__job-meta">
                      {formatSalary(j.salaryMin, j.salaryMax, j.salaryUnit)}
                      {j.cityName ? ` · ${j.cityName}` : ''}
                    </span>
                  </Checkbox>
                ))}
                {jobs.isSuccess && jobs.data.list.length === 0 && <span className="w-event-booth__empty">暂无在招职位</span>}
              </div>
            </Checkbox.Group>
          </Form.Item>
          <Form.Item name="note" label="备注">
            <TextArea placeholder="如需电源、展板等，请说明" maxLength={200} rows={2} showCount />
          </Form.Item>
        </Form>
      </div>
    </Popup>
  );
}
