import { SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { z } from 'zod';
import { treeNodeSchema } from '../../../schemas/common';
import { companyPageSchema } from '../../../schemas/content';
import { useCompanyFilterTypes } from '../../runtime/data-hooks/use-company';
import { usePopups } from '../../runtime/popups';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useApiPages, useApiQuery } from '../../runtime/runtime';
import { CompanyCard } from '../../runtime/ui/company-card';
import { ListFooter, ListStates } from '../../runtime/ui/list-states';
import { paths } from '../../runtime/paths';
import type { CompanySearchProps } from './schema';
import './company-search.css';

type Choice = Record<string, (string | number)[]>;
const industriesSchema = z.object({ list: z.array(treeNodeSchema) });

export function CompanySearch(props: WidgetRenderProps<CompanySearchProps>) {
  const popups = usePopups();
  const filterTypes = useCompanyFilterTypes();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [industryId, setIndustryId] = useState<number | null>(null);
  const [choice, setChoice] = useState<Choice>({});
  const industries = useApiQuery('/api-user/common/industry/filterGet', {}, { enabled: props.filters, parse: (raw) => industriesSchema.parse(raw).list });

  const verified = props.verifiedOnly || choice.verified?.[0] === 1;
  const input = {
    limit: props.limit,
    ...(keyword ? { keyword } : {}),
    ...(industryId ? { industryId } : {}),
    ...(verified ? { verified: true } : {}),
    ...(choice.scale?.[0] ? { scale: choice.scale[0] } : {}),
    ...(choice.nature?.[0] ? { nature: choice.nature[0] } : {}),
  };
  const q = useApiPages('/api-user/common/company/find', input, (raw) => companyPageSchema.parse(raw));
  const list = q.data?.pages.flatMap((p) => p.list) ?? [];

  const pickFilters = async () => {
    let types;
    try {
      types = await filterTypes();
    } catch {
      return;
    }
    const sections = [
      { key: 'scale', title: '公司规模', options: types.scale.list },
      { key: 'nature', title: '公司性质', options: types.nature.list },
      ...(props.verifiedOnly ? [] : [{ key: 'verified', title: '认证', options: [{ label: '只看认证企业', value: 1 }] }]),
    ];
    const r = await popups.open<Choice>('filter', { title: '筛选公司', sections, value: choice });
    if (r.confirmed) setChoice(r.value);
  };
  const count = Object.values(choice).filter((v) => v.length > 0).length;

  return (
    <section className="w-company-search" aria-label="公司列表">
      <div className="w-company-search__top">
        {props.placeholder && (
          <SearchBar
            placeholder={props.placeholder}
            value={text}
            onChange={setText}
            onSearch={(v) => setKeyword(v.trim())}
            onClear={() => setKeyword('')}
            maxLength={50}
          />
        )}
        {props.filters && (
          <div className="w-company-search__bar">
            <div className="w-company-search__industries" role="tablist">
              <button type="button" role="tab" aria-selected={industryId === null} className={industryId === null ? 'is-active' : undefined} onClick={() => setIndustryId(null)}>
                全部
              </button>
              {(industries.data ?? []).map((i) => (
                <button key={i.id} type="button" role="tab" aria-selected={industryId === i.id} className={industryId === i.id ? 'is-active' : undefined} onClick={() => setIndustryId(i.id)}>
                  {i.name}
                </button>
              ))}
            </div>
            <button type="button" className={`w-company-search__filter${count ? ' is-on' : ''}`} onClick={() => void pickFilters()}>
              筛选{count > 0 ? ` ${count}` : ''}
            </button>
          </div>
        )}
      </div>
      <div className="w-company-search__list">
        <ListStates query={q} empty={list.length === 0} errorTitle="企业加载失败" emptyTitle="暂无符合条件的企业" emptyDescription="换个条件试试" stateClassName="w-company-search__state" />
        {list.map((c) => (
          <CompanyCard key={c.id} company={c} onOpen={(x) => props.host?.runLink({ type: 'navigate', path: paths.companyDetail.href(x.id) })} />
        ))}
        <ListFooter query={q} shown={list.length} endText="没有更多企业了" />
      </div>
    </section>
  );
}
