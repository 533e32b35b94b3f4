// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pageDef } from '../../../schemas/pages';
import { formatDocumentTitle, setPageTitle, titleBrand, useDocumentTitle, useHeaderTitle } from '../document-title';

afterEach(cleanup);

function Detail({ title, header = false }: { title?: string; header?: boolean }) {
  useDocumentTitle(title, { header });
  return null;
}

function Header({ page }: { page: string }) {
  return <h1>{useHeaderTitle() ?? page}</h1>;
}

describe('document title', () => {
  // Tabs read "职位 - 才聚招聘 -" and "才聚招聘 - 才聚招聘 -": the prefix setting carried its separator and was put after the title.
  it('puts the brand once after the page title, without a trailing dash', () => {
    const brand = titleBrand({ titlePrefix: '才聚招聘 - ', appName: '才聚招聘' });
    expect(brand).toBe('才聚招聘');
    expect(formatDocumentTitle('职位', brand)).toBe('职位 - 才聚招聘');
    expect(formatDocumentTitle('才聚招聘', brand)).toBe('才聚招聘');
    expect(formatDocumentTitle('', brand)).toBe('才聚招聘');
    expect(titleBrand({ titlePrefix: '', appName: '海纳招聘' })).toBe('海纳招聘');
    expect(formatDocumentTitle('帮助中心', '')).toBe('帮助中心');
  });

  // The job page replaced the server's "前端工程师 - 才聚招聘" with the generic 职位详情 once the app started.
  it('lets a detail widget name the tab while it is mounted, and gives the page title back after', () => {
    setPageTitle('职位详情', '才聚招聘');
    expect(document.title).toBe('职位详情 - 才聚招聘');
    const view = render(<Detail title="前端工程师" />);
    expect(document.title).toBe('前端工程师 - 才聚招聘');
    // The design page re-applying its own title (a setting refresh) does not undo the widget's.
    setPageTitle('职位详情', '才聚招聘');
    expect(document.title).toBe('前端工程师 - 才聚招聘');
    view.unmount();
    expect(document.title).toBe('职位详情 - 才聚招聘');
  });

  // The page that creates a job was titled 编辑职位, in the header and the tab, though nothing was being edited.
  it('titles the job form 发布职位, and 编辑职位 in header and tab while a job is edited', () => {
    const page = pageDef('job-edit')!.title;
    expect(page).toBe('发布职位');
    setPageTitle(page, '才聚招聘');
    const view = render(
      <>
        <Header page={page} />
        <Detail title="编辑职位" header />
      </>,
    );
    expect(view.getByRole('heading').textContent).toBe('编辑职位');
    expect(document.title).toBe('编辑职位 - 才聚招聘');
    view.rerender(
      <>
        <Header page={page} />
        <Detail />
      </>,
    );
    expect(view.getByRole('heading').textContent).toBe('发布职位');
    expect(document.title).toBe('发布职位 - 才聚招聘');
  });

  it('leaves the header alone for a tab-only title (a job page keeps 职位详情 in its bar)', () => {
    const view = render(
      <>
        <Header page="职位详情" />
        <Detail title="前端工程师" />
      </>,
    );
    expect(view.getByRole('heading').textContent).toBe('职位详情');
  });
});
