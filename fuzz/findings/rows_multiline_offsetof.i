__builtin_offsetof (
,
)
