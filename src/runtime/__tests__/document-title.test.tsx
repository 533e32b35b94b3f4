// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDocumentTitle, setPageTitle, titleBrand, useDocumentTitle } from '../document-title';

afterEach(cleanup);

function Detail({ title }: { title?: string }) {
  useDocumentTitle(title);
  return null;
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
});
