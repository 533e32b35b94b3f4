import { companyPageSchema, type CompanySummary } from '../../../schemas/content';
import { CompanyCard } from '../../runtime/ui/company-card';
import { ListStates } from '../../runtime/ui/list-states';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useApiQuery } from '../../runtime/runtime';
import { paths } from '../../runtime/paths';
import type { CompanyListProps } from './schema';
import './company-list.css';

/** Companies from /api-user/common/company/find: `limit` cards, no paging. */
export function CompanyList(props: WidgetRenderProps<CompanyListProps>) {
  const input = { page: 1, limit: props.limit, ...(props.verified ? { verified: true } : {}) };
  const q = useApiQuery('/api-user/common/company/find', input, { parse: (raw) => companyPageSchema.parse(raw) });
  const companies = q.data?.list.slice(0, props.limit) ?? [];
  const open = (c: CompanySummary) => props.host?.runLink(props.itemLink ?? { type: 'navigate', path: paths.companyDetail.href(c.id) }, { item: c });

  return (
    <section className="w-company-list" aria-label={props.title || '企业列表'}>
      {props.title && <h2 className="w-company-list__title">{props.title}</h2>}
      <ListStates query={q} empty={companies.length === 0} errorTitle="企业加载失败" emptyTitle="暂无企业" stateClassName="w-company-list__state" blockClassName="w-company-list__block" />
      {companies.map((c) => (
        <CompanyCard key={c.id} company={c} onOpen={open} />
      ))}
    </section>
  );
}
