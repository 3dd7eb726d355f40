export default {
  feedback: {
    category: '回饋類型',
    categories: {
      bug: '功能異常',
      suggestion: '建議',
      answer: '回答有誤',
      payment: '付款或會員',
      account: '帳號問題',
      other: '其他',
    },
    content: '詳細描述',
    placeholder: '發生了什麼，或者你希望怎麼做？描述越具體越好。',
    images: '截圖（最多 {{max}} 張）',
    removeImage: '刪除這張圖片',
    contact: '聯絡方式（選填）',
    contactPlaceholder: '手機號碼、微信 ID 或電子郵件',
    submit: '送出',
    sending: '送出中…',
    thanks: '謝謝你的回饋！',
    thanksNote: '每一則回饋我們都會認真閱讀。如果留下了聯絡方式，我們會盡快回覆你。',
    writeFirst: '請先寫下遇到的情況',
  },
}
