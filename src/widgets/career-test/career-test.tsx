import { Button, ProgressBar } from 'antd-mobile';
import { useState } from 'react';
import type { CareerTestResult, TestQuestion } from '../../../schemas/common';
import { useCareerTest, useCareerTestSubmit } from '../../runtime/data-hooks/use-career-test';
import { paths } from '../../runtime/paths';
import type { WidgetRenderProps } from '../../runtime/registry';
import { ListStates } from '../../runtime/ui/list-states';
import type { CareerTestProps } from './schema';
import './career-test.css';

type Answers = Record<string, string>;

function QuestionStep(props: { question: TestQuestion; index: number; total: number; picked: string | undefined; busy: boolean; onPick: (v: string) => void; onBack: () => void; onNext: () => void }) {
  const { question: q, index, total } = props;
  const last = index === total - 1;
  return (
    <section className="w-test__card" aria-label={`第 ${index + 1} 题`}>
      <div className="w-test__progress">
        <span>
          第 <b>{index + 1}</b> / {total} 题
        </span>
        <ProgressBar percent={((index + (props.picked ? 1 : 0)) / total) * 100} aria-label="答题进度" style={{ '--track-width': '6px', flex: 1 } as Record<string, string | number>} />
      </div>
      <h2 className="w-test__title" id={`w-test-q-${q.id}`}>
        {q.title}
      </h2>
      <div className="w-test__options" role="radiogroup" aria-labelledby={`w-test-q-${q.id}`}>
        {q.options.map((o) => (
          <button key={o.value} type="button" role="radio" aria-checked={props.picked === o.value} className="w-test__option" onClick={() => props.onPick(o.value)}>
            {o.label}
          </button>
        ))}
      </div>
      <div className="w-test__nav">
        <Button shape="rounded" disabled={index === 0 || props.busy} onClick={props.onBack}>
          上一题
        </Button>
        <Button shape="rounded" color="primary" disabled={!props.picked} loading={props.busy} onClick={props.onNext}>
          {last ? '提交' : '下一题'}
        </Button>
      </div>
    </section>
  );
}

function ResultView(props: { result: CareerTestResult; jobsShown: number; onJob: (keyword: string) => void; onRetake: () => void }) {
  const r = props.result;
  const max = Math.max(1, ...r.types.map((t) => t.score));
  return (
    <section className="w-test__card w-test__result" aria-label="测评结果" data-testid="career-test-result">
      <p className="w-test__eyebrow">你的职业兴趣类型</p>
      <h2 className="w-test__type">
        {r.name}
        <span className="w-test__code" aria-label={`霍兰德代码 ${r.code}`}>
          {r.code}
        </span>
      </h2>
      <p className="w-test__desc">{r.desc}</p>
      <ul className="w-test__bars" aria-label="各类型得分">
        {r.types.map((t) => (
          <li key={t.letter}>
            <span className="w-test__bar-name">{t.name}</span>
            <span className="w-test__bar-track">
              <span className="w-test__bar-fill" style={{ width: `${(t.score / max) * 100}%` }} />
            </span>
            <span className="w-test__bar-score">{t.score}</span>
          </li>
        ))}
      </ul>
      <h3 className="w-test__h3">适合你的职位</h3>
      <div className="w-test__jobs">
        {r.jobs.slice(0, props.jobsShown).map((j) => (
          <button key={j} type="button" className="w-test__job" onClick={() => props.onJob(j)} aria-label={`搜索职位 ${j}`}>
            {j} ›
          </button>
        ))}
      </div>
      <p className="w-test__when">测评时间 {r.takenAt.slice(0, 10)}</p>
      <Button block shape="rounded" color="primary" fill="outline" onClick={props.onRetake}>
        重新测评
      </Button>
    </section>
  );
}

/**
 * The career test (/my/test): one question at a time with progress, back and
 * next; the last one submits. The result (kept by the server as the user's
 * last) names the type and suggests positions that open the job search.
 */
export function CareerTest(props: WidgetRenderProps<CareerTestProps>) {
  const q = useCareerTest();
  const send = useCareerTestSubmit();
  const [answers, setAnswers] = useState<Answers>({});
  const [index, setIndex] = useState(0);
  // undefined: whatever the server kept; null: a retake in progress.
  const [result, setResult] = useState<CareerTestResult | null | undefined>(undefined);

  const list = q.data?.list ?? [];
  const shown = result === undefined ? (q.data?.last ?? null) : result;

  async function submit() {
    if (send.isPending) return;
    try {
      setResult(await send.mutateAsync(answers));
    } catch {
      // The request wrapper has shown the server's message; the answers stay.
    }
  }

  if (!q.data) return <ListStates query={q} empty={false} errorTitle="测评加载失败" emptyTitle="" stateClassName="w-test__state" />;

  return (
    <div className="w-test" data-testid="career-test">
      <header className="w-test__hero">
        <h1>职业测评</h1>
        <p>{props.intro}</p>
      </header>
      {shown ? (
        <ResultView
          result={shown}
          jobsShown={props.jobsShown}
          onJob={(keyword) => props.host?.runLink({ type: 'navigate', path: paths.job.href({ keyword }) })}
          onRetake={() => {
            setAnswers({});
            setIndex(0);
            setResult(null);
          }}
        />
      ) : list.length === 0 ? (
        <p className="w-test__state">暂无测评题目</p>
      ) : (
        <QuestionStep
          question={list[index]!}
          index={index}
          total={list.length}
          picked={answers[String(list[index]!.id)]}
          busy={send.isPending}
          onPick={(v) => setAnswers((a) => ({ ...a, [String(list[index]!.id)]: v }))}
          onBack={() => setIndex((i) => Math.max(0, i - 1))}
          onNext={() => (index === list.length - 1 ? void submit() : setIndex(index + 1))}
        />
      )}
    </div>
  );
}
