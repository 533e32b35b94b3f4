import type { CompanyMembers, JoinRequest, MyJoinRequest } from '../schemas/company-member';

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

/** Company members and join requests (/api-user/company/member/*) for the company-members stories. */
export function answerCompanyFixture(path: string): unknown {
  if (path === '/api-user/company/member/find') {
    const data: CompanyMembers = {
      company: { id: 1, name: '杭州云帆网络科技有限公司' },
      myRole: 'owner',
      members: [
        { userId: 8, name: '陈嘉怡', avatar: '', position: '人事经理', role: 'owner', joinedAt: at(60 * 24 * 90) },
        { userId: 21, name: '周子墨', avatar: '', position: '招聘主管', role: 'admin', joinedAt: at(60 * 24 * 30) },
        { userId: 22, name: '林晓', avatar: '', position: '招聘专员', role: 'member', joinedAt: at(60 * 24 * 3) },
      ],
    };
    return data;
  }
  if (path === '/api-user/company/member/requestFind') {
    const list: JoinRequest[] = [
      { id: 5, userId: 31, name: '王思远', avatar: '', mobile: '136****1024', position: '招聘专员', status: 'pending', createdAt: at(12) },
      { id: 6, userId: 32, name: '赵一鸣', avatar: '', mobile: '139****5566', position: 'HRBP', status: 'pending', createdAt: at(60 * 5) },
    ];
    return { list };
  }
  if (path === '/api-user/company/member/myRequest') {
    const list: MyJoinRequest[] = [];
    return { list };
  }
  return undefined;
}
