import { Button, Dialog, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { appConfigSchema } from '../../../schemas/app';
import { LOGOUT_CONFIRM_CONTENT, LOGOUT_CONFIRM_TITLE } from '../../runtime/constants';
import { useApiQuery, useRuntime, useSession } from '../../runtime/runtime';
import { jobListWidget } from '../../widgets/job-list';
import { paths } from '../paths';

const JobList = jobListWidget.render;

/** The first screen: the design-runtime issue replaces it with the home design page. */
export function HomePage() {
  const { api, session } = useRuntime();
  const { user } = useSession();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const config = useApiQuery('/api-auth/app/config', {}, { cache: true, parse: (raw) => appConfigSchema.parse(raw) });

  const logout = async () => {
    const ok = await Dialog.confirm({ title: LOGOUT_CONFIRM_TITLE, content: LOGOUT_CONFIRM_CONTENT });
    if (ok) await session.logoutEverywhere(api);
  };

  return (
    <div className="page page--home">
      <header className="home-hero">
        <div className="home-hero__bar">
          <h1 className="home-hero__name">{config.data?.appName ?? ' '}</h1>
          {user ? (
            <span className="home-hero__user">
              <span data-testid="user-name">{user.account.name || user.info.mobile}</span>
              <Button size="mini" fill="none" className="home-hero__link" onClick={logout}>
                退出
              </Button>
            </span>
          ) : (
            <Button size="mini" fill="none" className="home-hero__link" onClick={() => navigate(paths.login.href())}>
              登录 / 注册
            </Button>
          )}
        </div>
        <p className="home-hero__slogan">好工作，从这里开始</p>
        <SearchBar
          className="home-hero__search"
          placeholder="搜索职位、公司"
          onSearch={(v) => setKeyword(v.trim())}
          onClear={() => setKeyword('')}
        />
      </header>
      <JobList {...jobListWidget.defaultProps} title={keyword ? `“${keyword}”的搜索结果` : '推荐职位'} keyword={keyword} />
    </div>
  );
}
