export default {
  feedback: {
    category: '反馈类型',
    categories: {
      bug: '功能异常',
      suggestion: '建议',
      answer: '回答有误',
      payment: '支付或会员',
      account: '账号问题',
      other: '其他',
    },
    content: '详细描述',
    placeholder: '发生了什么，或者你希望怎样？描述越具体越好。',
    images: '截图（最多 {{max}} 张）',
    removeImage: '删除这张图片',
    contact: '联系方式（选填）',
    contactPlaceholder: '手机号、微信号或邮箱',
    submit: '提交',
    sending: '提交中…',
    thanks: '谢谢你的反馈！',
    thanksNote: '每一条反馈我们都会认真阅读。如果留下了联系方式，我们会尽快回复你。',
    writeFirst: '请先写下遇到的情况',
  },
}
