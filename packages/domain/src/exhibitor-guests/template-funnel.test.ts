import { describe, expect, it } from 'vitest';
import { templateFunnel, type FunnelTemplate } from './invitation-funnel';

const templates: FunnelTemplate[] = [
  { id: 'tpl-org-1', scope: 'organiser', titleZh: '%%fullName%% 诚邀您', titleEn: '%%fullEnName%% invites you' },
  { id: 'tpl-org-2', scope: 'organiser', titleZh: '新品发布邀请', titleEn: 'New product launch' },
  { id: 'tpl-mine', scope: 'mine', titleZh: '专属邀请', titleEn: 'A personal invitation' },
];

describe('the invitation funnel per template', () => {
  it('counts each template a buyer came through, most invited first, a later state in every earlier step', () => {
    const rows = templateFunnel(
      [
        { templateId: 'tpl-org-1', state: 'sent' },
        { templateId: 'tpl-mine', state: 'entered' },
        { templateId: 'tpl-mine', state: 'approved' },
        { templateId: 'tpl-mine', state: 'incomplete' },
        { templateId: 'tpl-org-1', state: 'rejected' },
        { templateId: 'tpl-gone', state: 'entered' },
      ],
      templates,
    );
    expect(rows).toEqual([
      { templateId: 'tpl-mine', scope: 'mine', titleZh: '专属邀请', titleEn: 'A personal invitation', invited: 3, registered: 3, approved: 2, entered: 1 },
      { templateId: 'tpl-org-1', scope: 'organiser', titleZh: '%%fullName%% 诚邀您', titleEn: '%%fullEnName%% invites you', invited: 2, registered: 1, approved: 0, entered: 0 },
    ]);
  });

  it('keeps the templates’ order between equals and leaves out a template nobody came through', () => {
    const rows = templateFunnel([{ templateId: 'tpl-org-2', state: 'sent' }, { templateId: 'tpl-org-1', state: 'sent' }], templates);
    expect(rows.map((r) => r.templateId)).toEqual(['tpl-org-1', 'tpl-org-2']);
    expect(templateFunnel([], templates)).toEqual([]);
  });
});
