import type { Article } from '../server/wire.types';

/**
 * Content pages (/contentPage/{id}); bodies are HTML, one of them hostile so the app's sanitiser is tested.
 * The privacy policy (2) and the initiative letter (4) are the login forms' agreements (config.json).
 */
export function seedArticles(): Article[] {
  return [
    {
      id: '1',
      title: '参观须知',
      titleEn: 'Visitor guide',
      content: '<h2>参观须知</h2><p>请携带<strong>身份证</strong>与电子门票入场。</p><ul><li>开放时间 9:00–17:00</li></ul>',
      contentEn:
        '<h2>Visitor guide</h2><p>Bring your <strong>passport</strong> and e-ticket.</p><ul><li>Open 9:00–17:00</li></ul>',
    },
    {
      id: '2',
      title: '隐私政策',
      titleEn: 'Privacy policy',
      content: '<p>我们仅将您的信息用于展会登记。</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      contentEn: '<p>We use your data for registration only.</p><a href="javascript:alert(3)">details</a>',
    },
    {
      id: '3',
      title: '交通指南',
      titleEn: 'Getting there',
      content: '<p>地铁 2 号线<em>会展中心站</em> A 出口。</p>',
      contentEn: '<p>Metro line 2, <em>Expo Centre</em> station, exit A.</p>',
    },
    {
      id: '4',
      title: '倡议书',
      titleEn: 'Initiative letter',
      content: '<p>请文明参展，遵守展馆秩序，爱护公共设施，共同营造安全、有序的展会环境。</p>',
      contentEn:
        '<p>Please visit responsibly: follow the venue rules, look after shared facilities and help keep the show safe and orderly.</p>',
    },
  ];
}
