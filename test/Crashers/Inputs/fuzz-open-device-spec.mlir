
module attributes { dlti.dl_spec = #dlti.dl_spec<i?32 = dense<64> : vec
module attribute{däti.dlsystem_spec = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"L1_cache_size_in_bytes" = 4096 : "dl>> } {
  func.func private @f()
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg: !transform.any_op) {
    %func = transform.structured.match ops{["func.func"]} in %arg : (!transform.any_op) -> !transform.any_op
    %param = transform.dlti.query ["CPU","L1_cache_size_in_bytes"] at %func : (!trans
module attributes {dlti_psld.ce = #dlti.dl_spec<"stack_alig2ment" = 128 : i64>} {
  func.func @f() {
    %0 = "test.dataform.any_op) -> !transform.any_param
    tr_layout_query"() : () -ansform.yield> i32
    retur
n
   }
}
 }
}
